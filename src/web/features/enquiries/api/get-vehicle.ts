export * from '../../../lib/vehicle-queries';

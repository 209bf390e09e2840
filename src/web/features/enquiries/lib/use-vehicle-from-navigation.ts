import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useBikeNameFromNavigation } from '../../../lib/bike-param';
import { vehicleFromNavigation, type VehicleChoice } from './vehicle-from-navigation';

/**
 * The vehicle the page was opened for: its name from the state or ?bike= (which is written into
 * the address when missing, so a reload shows the same bike), and what the state adds about it.
 */
export function useVehicleFromNavigation(): VehicleChoice {
  const bikeName = useBikeNameFromNavigation();
  const { state } = useLocation();
  return useMemo(() => vehicleFromNavigation(bikeName, state), [bikeName, state]);
}

import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useBikeNameFromNavigation, VARIANT_PARAM } from '../../../lib/bike-param';
import { vehicleFromNavigation, type VehicleChoice } from './vehicle-from-navigation';

/**
 * The vehicle the page was opened for: its name from the state or ?bike= (which is written into
 * the address when missing, so a reload shows the same bike), and what the state adds about it;
 * the variant may come by ?variant= too.
 */
export function useVehicleFromNavigation(): VehicleChoice {
  const bikeName = useBikeNameFromNavigation();
  const { state, search } = useLocation();
  return useMemo(() => {
    const choice = vehicleFromNavigation(bikeName, state);
    // The bike page's links also name the variant in the address, so a reload keeps it.
    const fromUrl = new URLSearchParams(search).get(VARIANT_PARAM)?.trim();
    return choice.bikeName && !choice.variant && fromUrl ? { ...choice, variant: fromUrl } : choice;
  }, [bikeName, state, search]);
}

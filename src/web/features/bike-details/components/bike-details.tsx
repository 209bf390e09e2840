import { useState } from 'react';
import { BikeNotFound, unknownBikeMessage } from '../../../components/ui/bike-not-found';
import { QueryState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { isNotFound } from '../../../lib/not-found-reads';
import { useBikeResource } from '../../../lib/vehicle-queries';
import { CardCarousel } from './card-carousel';
import { ColoursPanel } from './colours-panel';
import { AccessoryCard, FeatureCard } from './feature-card';
import { OverviewPanel } from './overview-panel';
import { SpecificationsPanel } from './specifications-panel';
import { TabData } from './tab-data';

type TabId = 'overview' | 'specifications' | 'colours' | 'features' | 'accessories';

/**
 * SPEC §2 bike details: the overview (named after the bike), specifications, colours, features and
 * accessories. The bike and its variants load with the page; the last three tabs load their data
 * the first time they are opened (SPEC §4) and keep it afterwards.
 */
export function BikeDetails({ bikeName }: { bikeName: string }) {
  const [tab, setTab] = useState<TabId>('overview');
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(['overview']));
  const bike = useBikeResource('bikeView', bikeName);
  const variants = useBikeResource('variants', bikeName);
  const colours = useBikeResource('bikeColours', bikeName, visited.has('colours'));
  const features = useBikeResource('bikeFeatures', bikeName, visited.has('features'));
  const accessories = useBikeResource('bikeAccessories', bikeName, visited.has('accessories'));

  if (isNotFound(bike.error)) {
    return <BikeNotFound message={unknownBikeMessage(bikeName)} />;
  }

  function select(id: TabId) {
    setTab(id);
    setVisited((current) => (current.has(id) ? current : new Set(current).add(id)));
  }

  return (
    <QueryState query={bike} errorText="Failed to load this model.">
      {(view) => (
        <Tabs<TabId>
          label={`${view.bikeName} details`}
          selectedId={tab}
          onSelect={select}
          items={[
            {
              id: 'overview',
              label: view.bikeName,
              panel: <OverviewPanel bike={view} variants={variants.data} />,
            },
            {
              id: 'specifications',
              label: 'SPECIFICATIONS',
              panel: <SpecificationsPanel bike={view} />,
            },
            {
              id: 'colours',
              label: 'COLOURS',
              panel: visited.has('colours') && (
                <TabData query={colours} noun="colours">
                  {(items) => <ColoursPanel bikeName={view.bikeName} colours={items} />}
                </TabData>
              ),
            },
            {
              id: 'features',
              label: 'FEATURES',
              panel: visited.has('features') && (
                <TabData query={features} noun="features">
                  {(items) => (
                    <CardCarousel
                      title={`${view.bikeName} features`}
                      items={items}
                      getKey={(feature) => feature.heading}
                      renderItem={(feature) => <FeatureCard feature={feature} />}
                      noun="features"
                    />
                  )}
                </TabData>
              ),
            },
            {
              id: 'accessories',
              label: 'ACCESSORIES',
              panel: visited.has('accessories') && (
                <TabData query={accessories} noun="accessories">
                  {(items) => (
                    <CardCarousel
                      title={`${view.bikeName} accessories`}
                      items={items}
                      getKey={(accessory) => accessory.part_no + accessory.heading}
                      renderItem={(accessory) => <AccessoryCard accessory={accessory} />}
                      noun="accessories"
                    />
                  )}
                </TabData>
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BikeNotFound } from '../../../components/ui/bike-not-found';
import { QueryState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { isNotFound } from '../../../lib/not-found-reads';
import { useBikeResource } from '../../../lib/vehicle-queries';
import { CardCarousel } from './card-carousel';
import { ColoursPanel } from './colours-panel';
import { AccessoryCard, FeatureCard } from './feature-card';
import { OverviewPanel, type VariantChoice } from './overview-panel';
import { SpecificationsPanel } from './specifications-panel';
import { TabData } from './tab-data';

type TabId = 'overview' | 'specifications' | 'colours' | 'features' | 'accessories';

/**
 * SPEC §2 bike details: the overview (named after the bike), specifications, colours, features and
 * accessories. The bike and its variants load with the page; the last three tabs load their data
 * the first time they are opened (SPEC §4) and keep it afterwards.
 */
export function BikeDetails({
  bikeName,
  variantExtras,
}: {
  bikeName: string;
  /** What the page adds under the price for the chosen variant (the on-road price). */
  variantExtras?: (choice: VariantChoice) => ReactNode;
}) {
  const { t } = useTranslation('bikeDetails');
  const [tab, setTab] = useState<TabId>('overview');
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(['overview']));
  const bike = useBikeResource('bikeView', bikeName);
  const variants = useBikeResource('variants', bikeName);
  const colours = useBikeResource('bikeColours', bikeName, visited.has('colours'));
  const features = useBikeResource('bikeFeatures', bikeName, visited.has('features'));
  const accessories = useBikeResource('bikeAccessories', bikeName, visited.has('accessories'));

  if (isNotFound(bike.error)) {
    return <BikeNotFound message={t('unknownBike', { name: bikeName })} />;
  }

  function select(id: TabId) {
    setTab(id);
    setVisited((current) => (current.has(id) ? current : new Set(current).add(id)));
  }

  return (
    <QueryState query={bike} errorText={t('loadFailed')}>
      {(view) => (
        <Tabs<TabId>
          label={t('tabsLabel', { name: view.bikeName })}
          selectedId={tab}
          onSelect={select}
          items={[
            {
              id: 'overview',
              label: view.bikeName,
              panel: (
                <OverviewPanel bike={view} variants={variants.data} variantExtras={variantExtras} />
              ),
            },
            {
              id: 'specifications',
              label: t('tabSpecifications'),
              panel: <SpecificationsPanel bike={view} />,
            },
            {
              id: 'colours',
              label: t('tabColours'),
              panel: visited.has('colours') && (
                <TabData query={colours} tab="colours">
                  {(items) => <ColoursPanel bikeName={view.bikeName} colours={items} />}
                </TabData>
              ),
            },
            {
              id: 'features',
              label: t('tabFeatures'),
              panel: visited.has('features') && (
                <TabData query={features} tab="features">
                  {(items) => (
                    <CardCarousel
                      title={t('featuresTitle', { name: view.bikeName })}
                      items={items}
                      getKey={(feature) => feature.heading}
                      renderItem={(feature) => <FeatureCard feature={feature} />}
                      noun={t('featuresNoun')}
                    />
                  )}
                </TabData>
              ),
            },
            {
              id: 'accessories',
              label: t('tabAccessories'),
              panel: visited.has('accessories') && (
                <TabData query={accessories} tab="accessories">
                  {(items) => (
                    <CardCarousel
                      title={t('accessoriesTitle', { name: view.bikeName })}
                      items={items}
                      getKey={(accessory) => accessory.part_no + accessory.heading}
                      renderItem={(accessory) => <AccessoryCard accessory={accessory} />}
                      noun={t('accessoriesNoun')}
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

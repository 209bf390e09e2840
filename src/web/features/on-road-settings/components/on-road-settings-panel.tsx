import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dealerDate } from '../../../../shared/format';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useOnRoadSettings } from '../api/on-road-settings';
import { InsuranceTable } from './insurance-table';
import { RatesSummary } from './rates-summary';
import { RulesForm } from './rules-form';
import { VersionsTable } from './versions-table';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {lead && <p className="text-sm text-neutral-600">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The owner's On-road Price screen: the rates in force, a form for the next version, every
 * version so far, and each variant's insurance.
 */
export function OnRoadSettingsPanel() {
  const { t } = useTranslation('adminOnRoad');
  const settings = useOnRoadSettings();
  const [today] = useState(() => dealerDate(Date.now()));
  return (
    <QueryState
      query={settings}
      errorText={
        settings.error instanceof ApiError && settings.error.fromServer
          ? settings.error.message
          : t('loadFailed')
      }
    >
      {(data) => (
        <div className="space-y-10">
          <Section id="on-road-current-heading" title={t('sectionCurrent')}>
            <RatesSummary rules={data.current} />
          </Section>
          <Section id="on-road-new-heading" title={t('sectionNew')} lead={t('sectionNewLead')}>
            {/* Keyed by the version in force, so the form restarts from new rates once saved. */}
            <RulesForm key={data.current.id} current={data.current} today={today} />
          </Section>
          <Section id="on-road-versions-heading" title={t('sectionVersions')}>
            <VersionsTable versions={data.versions} currentId={data.current.id} today={today} />
          </Section>
          <Section
            id="on-road-insurance-heading"
            title={t('sectionInsurance')}
            lead={t('sectionInsuranceLead')}
          >
            <InsuranceTable rows={data.insurance} />
          </Section>
        </div>
      )}
    </QueryState>
  );
}

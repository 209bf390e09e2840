import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  COMPARE_MESSAGES,
  COMPARE_PARAM,
  compareListProblem,
  parseCompareList,
} from '../../../../shared/compare';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Loading } from '../../../components/ui/spinner';
import { compareHref } from '../../../lib/compare-link';
import { isNotFound } from '../../../lib/not-found-reads';
import { NotFoundStatus } from '../../../lib/page-status';
import { useComparison } from '../api/get-comparison';
import { ComparisonTable } from './comparison-table';
import { ModelPickers } from './model-pickers';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';

/** The `compare` text of each reason a list cannot be compared (the shared English messages). */
const PROBLEM_TEXTS: Record<string, string> = {
  [COMPARE_MESSAGES.count]: 'problemCount',
  [COMPARE_MESSAGES.duplicate]: 'problemDuplicate',
};

function Notice({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-neutral-200 bg-neutral-50 px-5 py-4 text-neutral-700">
      {children}
    </p>
  );
}

/**
 * The compare page's content: the models named by ?bikes= (the address is the state, so a
 * comparison can be shared), a picker per slot, and the table. A list that cannot be compared
 * (too short, too long, a model twice, one we do not have) says why above the pickers.
 */
export function CompareView() {
  const { t } = useTranslation('compare');
  const location = useLocation();
  const navigate = useNavigate();
  const names = parseCompareList(new URLSearchParams(location.search).get(COMPARE_PARAM));
  const problem = compareListProblem(names);
  const comparison = useComparison(names, problem === null);
  const models = comparison.data?.models;

  function choose(next: string[]) {
    void navigate(compareHref(next), { preventScrollReset: true });
  }

  let content;
  if (problem) {
    const key = PROBLEM_TEXTS[problem];
    content = <Notice>{key ? t(key) : `${problem}.`}</Notice>;
  } else if (isNotFound(comparison.error)) {
    content = (
      <>
        <NotFoundStatus />
        <Notice>{t('unknownModels', { names: names.join(', ') })}</Notice>
      </>
    );
  } else if (comparison.error) {
    content = <ErrorMessage message={t('loadFailed')} onRetry={() => void comparison.refetch()} />;
  } else if (!models) {
    content = <Loading />;
  } else {
    content = (
      <HydrateInTurn name="compare-table">
        <ComparisonTable models={models} />
      </HydrateInTurn>
    );
  }

  return (
    <div className="space-y-8">
      {/* A server-drawn page takes the pickers and the table over in a task each. */}
      <HydrateInTurn name="compare-pickers">
        <ModelPickers
          names={names}
          knownNames={models?.map((model) => model.bikeName) ?? names}
          onChange={choose}
        />
      </HydrateInTurn>
      {content}
    </div>
  );
}

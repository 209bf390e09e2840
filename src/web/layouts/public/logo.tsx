import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-10 shrink-0 sm:size-11">
      <rect width="64" height="64" rx="14" fill="#cc0000" />
      <path d="M14 42c8-14 20-22 36-24-9 5-16 12-21 24z" fill="#fff" />
      <path d="M20 46h28" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The dealership wordmark; it always leads home (SPEC §2 header behaviour). */
export function Logo({ dealerName }: { dealerName: string | undefined }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={dealerName ? t('logoHomeOf', { dealerName }) : t('logoHome')}
      className="flex min-w-0 items-center gap-3 rounded-md"
    >
      <LogoMark />
      <span className="flex min-w-0 flex-col leading-tight">
        {dealerName ? (
          <span className="truncate text-base font-extrabold tracking-tight text-ink uppercase sm:text-lg">
            {dealerName}
          </span>
        ) : (
          <span className="h-5 w-40 animate-pulse rounded bg-neutral-200" />
        )}
        <span className="truncate text-[0.68rem] font-semibold tracking-[0.18em] text-brand uppercase [&:lang(hi)]:tracking-normal [&:lang(mr)]:tracking-normal">
          {t('authorisedDealer')}
        </span>
      </span>
    </Link>
  );
}

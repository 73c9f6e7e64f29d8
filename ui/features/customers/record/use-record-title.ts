import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The browser tab names the customer: "Marie Tremblay · Customers · Dealer panel", in the user's
 * language, on the record and its children. The shell titles every page by its route in an effect
 * of its own that runs after this one (parents' effects run after their children's), so the title
 * is set once the commit's effects are done.
 */
export function useRecordTitle(name: string | null): void {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    if (name === null) return undefined;
    const page = t('desk:record.title', { name, section: t('routes.customers-view') });
    const timer = window.setTimeout(() => { document.title = t('app.page_title', { page }); }, 0);
    return () => window.clearTimeout(timer);
  }, [name, t, i18n.language, location.pathname]);
}

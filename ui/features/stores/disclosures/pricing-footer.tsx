import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../shared/di';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { DisclosuresTokens } from './disclosures-tokens';
import { footerText } from './pricing-footer-view-model';

/** The store's pricing disclosure under the pricing worksheet (ui/app puts it in the worksheet's footer slot). */
export function PricingFooter() {
  const { t, i18n } = useTranslation('disclosures');
  const factory = useInjection(DisclosuresTokens.pricingFooter);
  const vm = useViewModel(factory, (model) => void model.start());
  const text = footerText(useObservable(vm.text$, null), i18n.language.startsWith('fr') ? 'fr' : 'en');
  if (text === null) return null;
  return (
    <Text component="footer" size="xs" c="dimmed" aria-label={t('footer.label')} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice } from './use-language-switch';
import { useLanguageSwitch } from './use-language-switch';

/** EN / FR, on the sign-in pages and in the dealer header. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { choice, change } = useLanguageSwitch();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.switch')}
      value={choice}
      onChange={(value) => void change(value as LanguageChoice)}
      data={[
        { value: 'en', label: <span lang="en" title={t('language.english')}>{t('language.en_short')}</span> },
        { value: 'fr', label: <span lang="fr" title={t('language.french')}>{t('language.fr_short')}</span> },
      ]}
    />
  );
}

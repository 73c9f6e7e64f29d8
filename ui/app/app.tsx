import { MantineProvider, Title, Container } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import enCA from '../../locales/en-CA/common.json';
import enUS from '../../locales/en-US/common.json';
import frCA from '../../locales/fr-CA/common.json';

void i18next.use(initReactI18next).init({
  resources: { en_CA: { common: enCA }, en_US: { common: enUS }, fr_CA: { common: frCA } },
  lng: 'en_US',
  fallbackLng: 'en_CA',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

function Home() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py="xl">
      <Title order={1}>{t('login.title')}</Title>
    </Container>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <Home />
      </MantineProvider>
    </I18nextProvider>
  );
}

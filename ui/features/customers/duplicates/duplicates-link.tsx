import * as E from 'fp-ts/Either';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useInjection } from '../../../shared/di';
import { CustomerTokens } from '../customer-tokens';

/** The customer list's way to the likely duplicates, with their count once known. */
export function DuplicatesLink() {
  const { t } = useTranslation();
  const port = useInjection(CustomerTokens.mergePort);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    port.duplicates(1).then((answer) => { if (active && E.isRight(answer)) setCount(answer.right.count); }, () => undefined);
    return () => { active = false; };
  }, [port]);
  return (
    <Button component={Link} to={paths.of('customer-duplicates')} variant="default" data-testid="duplicates-link">
      {count === null ? t('customers.duplicates.link') : t('customers.duplicates.link_count', { count })}
    </Button>
  );
}

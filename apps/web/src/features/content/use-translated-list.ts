import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { validItems } from './content-data.ts';

/** A list kept in the translation file (e.g. 'naturalStones.items'), checked item by item. */
export function useTranslatedList<T>(key: string, guard: (item: unknown) => item is T): T[] {
  const { t } = useTranslation();
  return useMemo(
    () => validItems(t(key, { returnObjects: true, defaultValue: [] }) as unknown, guard, key),
    [t, key, guard],
  );
}

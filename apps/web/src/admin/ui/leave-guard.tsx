import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { confirmAction } from './confirm.tsx';

/**
 * Leaving a back-office form with unsaved changes asks first (docs/product/back-office.md §5): a move inside
 * the app opens the admin's confirm dialog, closing or reloading the tab the browser's own question.
 *
 * Every form of a page says whether it holds unsaved changes (useLeaveGuard, useFormLeaveGuard); one
 * LeaveGuardHost in the admin frame holds the router's only blocker (react-router allows one at a time) and
 * asks when any of them does.
 */

type Source = { current: boolean };
const sources = new Set<Source>();
/** Set while the page itself moves on after a save (leaveSaved). */
let released = false;

/** Whether any mounted form holds changes not yet saved. */
export function hasUnsavedChanges(): boolean {
  if (released) return false;
  for (const source of sources) if (source.current) return true;
  return false;
}

/** Marks the calling component's form as holding unsaved changes while `dirty` is true. */
export function useLeaveGuard(dirty: boolean): void {
  const source = useRef<Source>({ current: dirty });
  useLayoutEffect(() => {
    source.current.current = dirty;
  });
  useEffect(() => {
    const own = source.current;
    sources.add(own);
    return () => {
      sources.delete(own);
    };
  }, []);
}

/** useLeaveGuard for a react-hook-form form of the form kit: dirty as react-hook-form counts it. */
export function useFormLeaveGuard(form: { formState: { isDirty: boolean } }): void {
  useLeaveGuard(form.formState.isDirty);
}

/**
 * After a save the form's values are its new starting point, so leaving no longer asks (the form stays
 * mounted with what was saved).
 */
export function keepAsSaved(form: { reset: (values: never) => void; getValues: () => unknown }): void {
  form.reset(form.getValues() as never);
}

/**
 * Runs a navigation the page starts itself once a save succeeded (an added item's page replacing the add
 * screen): what was typed is saved, though the form has not yet been told so.
 */
export function leaveSaved(go: () => unknown): void {
  released = true;
  try {
    void go();
  } finally {
    released = false;
  }
}

/** The router's one blocker and the tab's beforeunload question; mounted once, in the admin frame. */
export function LeaveGuardHost() {
  const { t } = useAdminText();
  // A move to another screen asks; a change of the query (a list's page or search) stays on the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );
  const latest = useRef(blocker);
  useLayoutEffect(() => {
    latest.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirmAction({
      title: t('leave.title'),
      message: t('leave.message'),
      confirmLabel: t('leave.leave'),
      cancelLabel: t('leave.stay'),
    }).then((leave) => {
      const current = latest.current;
      if (!live || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker.state, t]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      // The browser shows its own words; returnValue is what older browsers still need to ask at all.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return null;
}

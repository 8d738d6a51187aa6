import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createProgressTimer, type ProgressTimer } from '@meridian/shared/runtime';

/** A progress bar when a route change takes longer than about 100 ms (rule shell.prefetch). */
export function RouteProgress() {
  const { state } = useNavigation();
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const timer = useRef<ProgressTimer | null>(null);
  useEffect(() => {
    timer.current ??= createProgressTimer(
      () => setVisible(true),
      () => setVisible(false),
    );
    if (state === 'idle') timer.current.done();
    else timer.current.start();
  }, [state]);
  useEffect(() => () => timer.current?.done(), []);
  return visible ? <div className="route-progress" role="progressbar" aria-label={t('progress.label')} /> : null;
}

/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RolloutPanel } from './rollout-panel.tsx';
import type { RolloutStatus } from './use-rollouts.ts';

const rollout = (status: NonNullable<RolloutStatus['rollout']>['status'], reason: string): RolloutStatus => ({
  rollout: {
    id: 3,
    area: 'tools',
    version: '1.2.0',
    fromVersion: '1.1.0',
    stages: [50, 100],
    stageIndex: 0,
    stageStartedMs: 0,
    holdMs: 2000,
    maxHoldMs: 8000,
    status,
    reason,
    actor: 'rita',
    startedMs: 0,
    updatedMs: 0,
    lastFigures: {},
  },
  percent: status === 'paused' ? 50 : null,
  verdict: null,
  nextStepAt: null,
});

test('a paused rollout offers Resume and Stop, naming the version and its share', () => {
  const onIntent = jest.fn();
  render(<RolloutPanel area="tools" status={rollout('paused', 'support is busy')} onIntent={onIntent} />);
  const panel = screen.getByRole('region', { name: 'Guarded rollout of tools 1.2.0' });
  expect(panel).toHaveTextContent('Rollout Paused 1.2.0 from 1.1.0 · 50 % of visitors, stage 1 of 2');
  expect(within(panel).queryByRole('button', { name: 'Pause…' })).not.toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: 'Resume…' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'rollout-control', area: 'tools', control: 'resume', version: '1.2.0', percent: 50 });
  fireEvent.click(within(panel).getByRole('button', { name: 'Stop…' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'rollout-control', area: 'tools', control: 'stop', version: '1.2.0', percent: 50 });
});

test('a rollout the guard rolled back says why, with no buttons', () => {
  const reason = 'guard tripped at 50 %: browser errors: new 437.5 vs active 0.0 per 1 000 views';
  render(<RolloutPanel area="tools" status={rollout('rolled-back', reason)} onIntent={jest.fn()} />);
  const panel = screen.getByRole('region', { name: 'Guarded rollout of tools 1.2.0' });
  expect(panel).toHaveTextContent('Rollout Rolled back 1.2.0 from 1.1.0');
  expect(panel).toHaveTextContent(`Ended: ${reason}`);
  expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
});

test('an area that never had a rollout shows nothing; an unreadable answer says so', () => {
  const { container, rerender } = render(
    <RolloutPanel area="tools" status={{ rollout: null, percent: null, verdict: null, nextStepAt: null }} onIntent={jest.fn()} />,
  );
  expect(container).toBeEmptyDOMElement();
  rerender(<RolloutPanel area="tools" status="Could not read the rollout: invalid answer at rollout.stages" onIntent={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not read the rollout: invalid answer at rollout.stages');
});

test('a rollout that paused itself at its maximum hold says why, with the figures', () => {
  const reason = 'not enough page views: 12 of 200 in 40 min (stage 50 %, maximum hold 40 min); resume to hold the stage again, or stop';
  render(<RolloutPanel area="tools" status={rollout('paused', reason)} onIntent={jest.fn()} />);
  const panel = screen.getByRole('region', { name: 'Guarded rollout of tools 1.2.0' });
  expect(panel).toHaveTextContent(`Paused: ${reason}`);
  expect(panel).toHaveTextContent('hold 2 s each, pauses without a verdict after 8 s');
});

test('without a way to write (a viewer) the panel shows the rollout and no Pause, Resume or Stop', () => {
  render(<RolloutPanel area="tools" status={rollout('paused', 'support is busy')} />);
  const panel = screen.getByRole('region', { name: 'Guarded rollout of tools 1.2.0' });
  expect(panel).toHaveTextContent('Paused: support is busy');
  expect(within(panel).queryAllByRole('button')).toHaveLength(0);
});

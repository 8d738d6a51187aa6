import { fireEvent, render, screen } from '@testing-library/react';
import { Faq } from './faq.tsx';

const items = [
  { id: 'logs', question: 'Do you keep logs?', answer: 'No, never.' },
  { id: 'devices', question: 'How many devices?', answer: 'Several at once.' },
];

describe('Faq', () => {
  test('renders a titled section with one closed disclosure per question', () => {
    const { container } = render(<Faq title="Questions" items={items} />);
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].every((element) => !element.open)).toBe(true);
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      'Do you keep logs?',
      'How many devices?',
    ]);
  });

  test('opening a question shows its answer', () => {
    const { container } = render(<Faq title="Questions" items={items} />);
    fireEvent.click(screen.getByText('Do you keep logs?'));
    expect(container.querySelector('details')?.open).toBe(true);
    expect(screen.getByText('No, never.')).toBeVisible();
  });
});

import type { ActivitySummary } from '@champions/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActivityCard } from './ActivityCard.tsx';

const ACTIVITY: ActivitySummary = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ranní jóga',
  photo: '/uploads/a_w1200.webp',
  category: { id: '00000000-0000-4000-8000-000000000002', slug: 'joga', name: 'Jóga' },
  venue: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Jóga Vinohrady',
    street: 'Korunní 1',
    city: 'Praha 2',
    lat: 50,
    lng: 14,
    areaId: '00000000-0000-4000-8000-000000000004',
  },
  area: { id: '00000000-0000-4000-8000-000000000004', slug: 'praha', name: 'Praha' },
  priceFrom: 22_000,
  nextSlotAt: null,
};

const card = (activity: ActivitySummary) =>
  render(
    <MemoryRouter>
      <ActivityCard activity={activity} />
    </MemoryRouter>,
  ).container;

describe('ActivityCard', () => {
  it('shows the photo with its widths, the reviews’ average and the trainer', () => {
    const container = card({ ...ACTIVITY, rating: { average: 4.5, count: 12 }, trainerName: 'Petra Malá' });
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/a_w1200.webp');
    expect(image.getAttribute('srcset')).toMatch(/a_w400\.webp 400w, .*a_w1200\.webp 1200w$/);
    expect(image).toHaveAttribute('sizes');
    expect(screen.getByText('Hodnocení 4,5 z 5, recenzí: 12')).toBeInTheDocument();
    expect(screen.getByText('Trenér: Petra Malá')).toBeInTheDocument();
  });

  it('without a photo shows the pictogram whole, and nothing about reviews or a trainer it does not know', () => {
    const container = card({ ...ACTIVITY, photo: null });
    expect(container.querySelector('img')).toHaveAttribute('src', '/illustrations/joga.svg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    expect(container.querySelector('.activity-card__media--pictogram')).not.toBeNull();
    expect(screen.queryByText(/Hodnocení|Trenér/)).toBeNull();
  });
});

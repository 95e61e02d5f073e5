import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './PhotoGallery.tsx';

const PHOTOS = [
  { url: '/uploads/a_w1600.webp', name: 'Jóga u řeky' },
  { url: '/uploads/b_w800.webp', name: 'Jóga u řeky' },
  { url: '/uploads/c.webp', name: 'Studio Pohyb' },
];

const large = () => screen.getByRole('img', { name: /fotografie \d z 3$/ });

describe('PhotoGallery', () => {
  it('shows the first photo with every stored width as srcset and a Czech alt text', () => {
    render(<PhotoGallery photos={PHOTOS} label="Fotografie: Jóga u řeky" sizes="100vw" eager />);
    expect(screen.getByRole('region', { name: 'Fotografie: Jóga u řeky' })).toBeInTheDocument();
    const image = large();
    expect(image).toHaveAccessibleName('Jóga u řeky – fotografie 1 z 3');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/a_w400.webp 400w, /uploads/a_w800.webp 800w, /uploads/a_w1200.webp 1200w, /uploads/a_w1600.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('1 / 3', { exact: false })).toBeInTheDocument();
    // the thumbnails wait until they are near the screen
    for (const thumb of screen.getAllByRole('button', { name: /^Ukázat fotografii/ })) {
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('turns the photos with the arrow keys, Home and End, round from the last to the first', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={PHOTOS} label="Fotografie" sizes="100vw" />);
    await user.tab();
    expect(screen.getByRole('figure', { name: 'Fotografie 1 z 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 2 z 3');
    expect(large()).toHaveAttribute('srcset', '/uploads/b_w400.webp 400w, /uploads/b_w800.webp 800w');
    await user.keyboard('{End}');
    // a photo stored before the widths existed is shown as it is, under its own place's name
    expect(large()).toHaveAccessibleName('Studio Pohyb – fotografie 3 z 3');
    expect(large()).not.toHaveAttribute('srcset');
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 1 z 3');
    await user.keyboard('{ArrowLeft}');
    expect(large()).toHaveAccessibleName('Studio Pohyb – fotografie 3 z 3');
    await user.keyboard('{Home}');
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 1 z 3');
    // the arrows work from the thumbnails too, and the chosen thumbnail is marked
    await user.click(screen.getByRole('button', { name: 'Ukázat fotografii 2 z 3' }));
    expect(screen.getByRole('button', { name: 'Ukázat fotografii 2 z 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAccessibleName('Studio Pohyb – fotografie 3 z 3');
  });

  it('the previous and next buttons and a sideways swipe turn the photos; a short or upward move does not', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={PHOTOS} label="Fotografie" sizes="100vw" />);
    await user.click(screen.getByRole('button', { name: 'Další fotografie' }));
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 2 z 3');
    await user.click(screen.getByRole('button', { name: 'Předchozí fotografie' }));
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 1 z 3');

    const stage = screen.getByRole('figure');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 110 });
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 2 z 3');
    fireEvent.pointerDown(stage, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 220, clientY: 100 });
    fireEvent.pointerDown(stage, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 260, clientY: 300 });
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 2 z 3');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 100 });
    expect(large()).toHaveAccessibleName('Jóga u řeky – fotografie 1 z 3');
  });

  it('one photo needs no buttons, thumbnails or stop in the tab order; none shows nothing', () => {
    const { container, rerender } = render(
      <PhotoGallery photos={[PHOTOS[0]!]} label="Fotografie" sizes="100vw" />,
    );
    expect(screen.getByRole('img', { name: 'Jóga u řeky – fotografie' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('figure')).not.toHaveAttribute('tabindex');
    rerender(<PhotoGallery photos={[]} label="Fotografie" sizes="100vw" />);
    expect(container).toBeEmptyDOMElement();
  });
});

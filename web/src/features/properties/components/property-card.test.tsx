import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@web/test/render-component';
import { makeProperty } from '@web/test/property-fixtures';
import { PropertyCard } from './property-card';

const LARGE = '/images/Ab/AbCdEfGhIjKlMnOpQrStUv-l.jpg';
const SMALL = '/images/Ab/AbCdEfGhIjKlMnOpQrStUv-s.webp';

describe('PropertyCard', () => {
  it('shows the library photo at card size on a standard screen and the large one on a dense screen', () => {
    renderComponent(
      <PropertyCard
        property={makeProperty({ name: 'Casa Sol', propertyImage: LARGE, propertyImageSmall: SMALL })}
        to="/guide/1"
      />,
    );
    const image = screen.getByRole('img', { name: 'Photo of Casa Sol' });
    expect(image.getAttribute('src')).toBe(LARGE);
    expect(image.getAttribute('srcset')).toBe(`${SMALL} 1x, ${LARGE} 2x`);
  });

  it('shows a cover without a card-size variant as it is', () => {
    const outside = 'https://images.example.com/house.jpg';
    renderComponent(
      <PropertyCard property={makeProperty({ name: 'Casa Sol', propertyImage: outside })} to="/guide/1" />,
    );
    const image = screen.getByRole('img', { name: 'Photo of Casa Sol' });
    expect(image.getAttribute('src')).toBe(outside);
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fixtureAttractionTypes,
  fixtureCountries,
  fixtureEmergencyTypes,
  fixtureStates,
  fixtureThemes,
  makeProperty,
} from '@web/test/property-fixtures';
import { renderComponent } from '@web/test/render-component';
import { toEditorValues } from '../lib/editor-values';
import { GuidePreview } from './guide-preview';

const lookups = {
  themes: fixtureThemes,
  countries: fixtureCountries,
  states: fixtureStates,
  emergencyInfoTypes: fixtureEmergencyTypes,
  attractionTypes: fixtureAttractionTypes,
};

describe('GuidePreview times', () => {
  it('shows check-in and check-out as the guest page does: "3:00 PM" in English, "15:00" in Spanish', () => {
    const values = toEditorValues(makeProperty());
    const { unmount } = renderComponent(
      <GuidePreview values={values} lookups={lookups} locale="en" onLocaleChange={() => {}} />,
    );
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('11:00 AM')).toBeInTheDocument();
    expect(screen.queryByText('15:00')).toBeNull();
    unmount();

    renderComponent(<GuidePreview values={values} lookups={lookups} locale="es" onLocaleChange={() => {}} />, {
      locale: 'es',
    });
    expect(screen.getByText('15:00')).toBeInTheDocument();
    expect(screen.getByText('11:00')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubServer } from '@/testing/server-stub';
import { COUNTRY_DROPDOWN_HIDE_MS } from '@/components/ui/country-picker/country-picker';
import { authSite } from '../../testing/fixtures';
import { CountryPicker } from './country-picker';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

function Picker() {
  const [code, setCode] = useState('63');
  return (
    <>
      <CountryPicker value={code} onChange={setCode} label={t('in_country_code')} />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('CountryPicker', () => {
  it('lists the dialling codes, picks one by keyboard, and hides 200 ms after focus leaves', async () => {
    stubServer({
      '/wps/system/countryCodes': [
        { countryCode: 'PH', countryDialingCode: '63' },
        { countryCode: 'VN', countryDialingCode: '84' },
      ],
    });
    renderWithApp(<Picker />, { site: authSite() });
    const button = screen.getByRole('button', { name: `${t('in_country_code')}: +63` });
    fireEvent.click(button);
    const list = await screen.findByRole('listbox');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: `${t('in_country_code')}: +84` })).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: `${t('in_country_code')}: +84` }));
    const again = screen.getByRole('listbox');
    fireEvent.blur(again, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    act(() => vi.advanceTimersByTime(COUNTRY_DROPDOWN_HIDE_MS - 10));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(COUNTRY_DROPDOWN_HIDE_MS).toBe(200);
  });
});

import { useSiteConfig } from '@/config/brand';
import { CountryPicker as Picker, defaultDialingCode } from '@/components/ui/country-picker/country-picker';
import { useCountryCodes } from '../../api/get-country-codes';

export { COUNTRY_DROPDOWN_HIDE_MS } from '@/components/ui/country-picker/country-picker';

/** The visitor's country when the list has it, else the list's first entry. */
export function useDefaultDialingCode(): string {
  const { data } = useCountryCodes();
  const { location } = useSiteConfig();
  return defaultDialingCode(data, location.country);
}

/** The shared dialling-code picker (components/ui) with the accounts feature's country list. */
export function CountryPicker(props: { value: string; onChange: (code: string) => void; label: string }) {
  const { data = [] } = useCountryCodes();
  return <Picker {...props} codes={data} />;
}

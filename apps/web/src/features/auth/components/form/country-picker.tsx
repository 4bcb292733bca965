import { CountryPicker as Picker } from '@/components/ui/country-picker/country-picker';
import { useCountryCodes } from '@/lib/shared-api/country-codes';

/** The shared dialling-code picker (components/ui) with the country list. */
export function CountryPicker(props: { value: string; onChange: (code: string) => void; label: string }) {
  const { data = [] } = useCountryCodes();
  return <Picker {...props} codes={data} />;
}

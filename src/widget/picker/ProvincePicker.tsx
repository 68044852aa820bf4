// The province selector (`data-controls`): changes the area of this widget only.

import { PROVINCE_CODES, PROVINCES, type ProvinceCode, parseProvince } from '../../contract/provinces';
import type { WidgetState } from '../state';
import { PICKER_STRINGS } from './strings';

export function ProvincePicker({ state, province }: { state: WidgetState; province: ProvinceCode | null }) {
  const { lang } = state;
  const t = PICKER_STRINGS[lang];
  const codes = [...PROVINCE_CODES].sort((a, b) =>
    PROVINCES[a].name[lang].localeCompare(PROVINCES[b].name[lang], lang),
  );
  return (
    <label>
      {t.province}
      <select
        part="select"
        value={province ?? ''}
        onChange={(event) => state.setProvince(parseProvince(event.currentTarget.value))}
      >
        <option value="">{t.allOfCanada}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {PROVINCES[code].name[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}

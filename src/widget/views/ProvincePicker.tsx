// The province selector (`data-controls`): changes the area of this widget only.

import { PROVINCE_CODES, PROVINCES, parseProvince } from '../../contract/provinces';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';

export function ProvincePicker({ state }: { state: WidgetState }) {
  const { lang } = state;
  const t = STRINGS[lang];
  const codes = [...PROVINCE_CODES].sort((a, b) =>
    PROVINCES[a].name[lang].localeCompare(PROVINCES[b].name[lang], lang),
  );
  return (
    <label>
      {t.province}
      <select
        part="select"
        value={state.province.value ?? ''}
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

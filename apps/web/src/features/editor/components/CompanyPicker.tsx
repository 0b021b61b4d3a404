import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMPANY_LOGO_SIZES,
  COMPANY_MESSAGES as M,
  COMPANY_SEARCH_DEBOUNCE_MS,
  JUST_USE_MIN_LENGTH,
  type CompanyChoice,
  type CompanyOption,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import { apiGet } from '@/lib/api';
import '@/app/floating-styles';

/** What the picker holds: the choice sent to the server, with the name and logo it shows. */
export interface PickedCompany {
  choice: CompanyChoice;
  name: string;
  logo: string | null;
}

const JUST_USE = '__just_use__';

/**
 * The built-in companies matching `typed`, once the search has answered for it (`settled`): until
 * then none are offered, not even those of the text before. A list that changes under the pointer
 * (the last text's companies, then this one's) takes a click meant for another option.
 */
function useCompanySearch(typed: string) {
  const [debounced] = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['companies', debounced],
    queryFn: () =>
      apiGet<{ companies: CompanyOption[] }>(`/api/companies?q=${encodeURIComponent(debounced)}`),
    staleTime: Infinity,
    select: (answer) => answer.companies,
  });
  // A failed search still settles: 'Just use' is offered without the list.
  const settled = debounced === typed && !search.isPending;
  return { options: settled ? (search.data ?? []) : [], settled };
}

/**
 * SearchCompanies (editor spec sections 3, 5, 7): type to search the built-in list (debounced
 * 200 ms, 25 px logos), or pick 'Just use: "{typed}"' once the text is longer than 1 character to
 * enter a company the list does not know.
 */
export function CompanyPicker({
  label = 'Company',
  value,
  onChange,
  error,
  autoFocus,
  required = true,
}: {
  label?: string;
  /** The subprocessor dialog's picker is; the trusted-by form's 'Add a company' is not. */
  required?: boolean;
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  const typed = text.trim();
  const { options, settled } = useCompanySearch(typed);
  const exact = options.some((o) => o.name.toLocaleLowerCase() === typed.toLocaleLowerCase());
  const offerJustUse = settled && typed.length >= JUST_USE_MIN_LENGTH && !exact;

  const choose = (id: string) => {
    if (id === JUST_USE) {
      onChange({ choice: { source: 'custom', name: typed }, name: typed, logo: null });
      setText(typed);
    } else {
      const option = options.find((o) => o.companyId === id);
      if (!option) return;
      onChange({
        choice: { source: 'addendum', companyId: option.companyId },
        name: option.name,
        logo: option.logo,
      });
      setText(option.name);
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <TextInput
          label={label}
          required={required}
          placeholder="Search companies"
          value={text}
          error={error}
          data-autofocus={autoFocus || undefined}
          leftSection={
            value ? (
              <Avatar src={value.logo} size={COMPANY_LOGO_SIZES.picker} radius="sm" alt="">
                {value.name.slice(0, 1)}
              </Avatar>
            ) : undefined
          }
          rightSection={settled ? undefined : <Loader size={14} />}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label="Companies">
          {options.map((option) => (
            <Combobox.Option value={option.companyId} key={option.companyId}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={option.logo} size={COMPANY_LOGO_SIZES.picker} radius="sm" alt="">
                  {option.name.slice(0, 1)}
                </Avatar>
                <div>
                  <Text fz="sm">{option.name}</Text>
                  <Text fz="xs" c="dimmed">
                    {option.domain}
                  </Text>
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {offerJustUse && (
            <Combobox.Option value={JUST_USE}>
              <Group gap="sm" wrap="nowrap">
                <IconPlus size={16} aria-hidden />
                <Text fz="sm">{M.justUse(typed)}</Text>
              </Group>
            </Combobox.Option>
          )}
          {options.length === 0 && !offerJustUse && (
            <Combobox.Empty>{settled ? 'Type a company name' : 'Searching…'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The picker's value for a company already on a list (as the portal view shows it). */
export function pickedFromView(company: {
  companyId: string | null;
  name: string;
  url: string | null;
  logoUrl: string | null;
}): PickedCompany {
  return {
    choice: company.companyId
      ? { source: 'addendum', companyId: company.companyId }
      : { source: 'custom', name: company.name, url: company.url },
    name: company.name,
    logo: company.logoUrl,
  };
}

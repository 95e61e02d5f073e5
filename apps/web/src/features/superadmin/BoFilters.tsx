import { type ReactNode, useEffect, useRef } from 'react';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import type { ListParams } from './useListParams.ts';
import './backoffice.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** One field of a list's filter form; its value is the address's parameter of the same name. */
export type FilterField =
  | { type: 'search'; name: string; label: string; placeholder?: string; maxLength?: number }
  | { type: 'date'; name: string; label: string }
  | {
      type: 'select';
      name: string;
      label: string;
      options: readonly FilterOption[];
      /** the first option, '' (no filter), e.g. 'Všechny stavy' */
      all?: string;
      /** the value shown when it is not the parameter itself (a default sort) */
      value?: string;
    };

/**
 * A back-office list's filter form: the fields come from the address and go back into it when the
 * form is sent (page 1 again). `buttons` come after the submit button (reset, download).
 */
export function BoFilters({
  list,
  fields,
  submit,
  buttons,
  label,
  className = 'area-card bo-filters',
}: {
  list: ListParams;
  fields: readonly FilterField[];
  submit: string;
  buttons?: ReactNode;
  /** the form's accessible name (a form with one becomes a landmark) */
  label?: string;
  className?: string;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        list.submit(event.currentTarget);
      }}
    >
      {fields.map((field) =>
        field.type === 'select' ? (
          <SelectFilter key={field.name} field={field} value={field.value ?? list.text(field.name)} />
        ) : (
          <InputFilter key={field.name} field={field} value={list.text(field.name)} />
        ),
      )}
      <div className="bo-filters__buttons">
        <Button type="submit">{submit}</Button>
        {buttons}
      </div>
    </form>
  );
}

/**
 * A search or date field that follows the address (Back, a link) without being mounted again, so the
 * focus stays in it when Enter sends the form.
 */
function InputFilter({
  field,
  value,
}: {
  field: Extract<FilterField, { type: 'search' | 'date' }>;
  value: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <TextField
      ref={ref}
      name={field.name}
      type={field.type}
      label={field.label}
      defaultValue={value}
      {...(field.type === 'search'
        ? { placeholder: field.placeholder, maxLength: field.maxLength ?? 100 }
        : {})}
    />
  );
}

/** A select mounted again when the address or its options change (options may come with the list). */
function SelectFilter({ field, value }: { field: Extract<FilterField, { type: 'select' }>; value: string }) {
  return (
    <SelectField
      name={field.name}
      label={field.label}
      defaultValue={value}
      key={`${value}|${field.options.map((option) => option.value).join()}`}
    >
      <FilterOptions field={field} />
    </SelectField>
  );
}

function FilterOptions({ field }: { field: Extract<FilterField, { type: 'select' }> }) {
  return (
    <>
      {field.all !== undefined && <option value="">{field.all}</option>}
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A select that applies itself on change (no submit button): the list's filter or order. */
export function ChoiceFilter({
  list,
  field,
}: {
  list: ListParams;
  field: Extract<FilterField, { type: 'select' }>;
}) {
  return (
    <SelectField
      name={field.name}
      label={field.label}
      value={field.value ?? list.text(field.name)}
      onChange={(event) => list.filter(field.name, event.currentTarget.value)}
    >
      <FilterOptions field={field} />
    </SelectField>
  );
}

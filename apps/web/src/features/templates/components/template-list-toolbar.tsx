import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { isTemplateSort, TEMPLATE_SORT_LABELS, TEMPLATE_SORTS, type TemplateSort } from '../utils/find-templates.ts';

interface TemplateListToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: TemplateSort;
  onSortChange: (sort: TemplateSort) => void;
}

const sortOptions = TEMPLATE_SORTS.map((value) => ({ value, label: TEMPLATE_SORT_LABELS[value] }));

/** Search by name (as you type) and the sort order, above All Templates. */
export function TemplateListToolbar({ query, onQueryChange, sort, onSortChange }: TemplateListToolbarProps) {
  return (
    <search aria-label="Templates" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label="Search templates"
        type="search"
        value={query}
        autoComplete="off"
        placeholder="Template name"
        className="sm:flex-1"
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <SelectField
        label="Sort by"
        value={sort}
        options={sortOptions}
        className="sm:w-64"
        onChange={(event) => {
          if (isTemplateSort(event.target.value)) onSortChange(event.target.value);
        }}
      />
    </search>
  );
}

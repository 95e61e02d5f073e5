import type { BackofficeCategory } from '@champions/contract';
import { CATEGORY_KINDS } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { ChoiceFilter } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { CategoryForm } from './CategoryForm.tsx';
import { CategoryIconView } from './categoryIcons.tsx';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useUpdateCategory,
} from './categoryQueries.ts';
import { useListParams } from './useListParams.ts';
import './categories.css';

/**
 * /superadmin/category: the venue, activity and equipment categories with their icons and
 * order, as the public filters show them at once.
 */
export function CategoriesPage() {
  const list = useListParams();
  const kind = list.choice('kind', CATEGORY_KINDS) ?? 'activity';
  const [editing, setEditing] = useState<BackofficeCategory | null>(null);
  const [deleting, setDeleting] = useState<BackofficeCategory | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // a message belongs to the kind it was said for: another kind (chosen, or by Back) drops it
  const [statusKind, setStatusKind] = useState(kind);
  if (statusKind !== kind) {
    setStatusKind(kind);
    setStatus(null);
  }
  const categories = useCategories(kind, list.page);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const remove = useDeleteCategory();

  const moveCategory = async (category: BackofficeCategory, direction: 'up' | 'down') => {
    setStatus(null);
    try {
      await move.mutateAsync({ kind, id: category.id, direction });
      setStatus({
        tone: 'success',
        text: t(direction === 'up' ? 'superadminArea.movedUp' : 'superadminArea.movedDown', {
          name: category.name,
        }),
      });
    } catch (error) {
      setStatus({ tone: 'error', text: submitErrorMessage(error) });
    }
  };
  const total = categories.data?.pagination.total ?? 0;

  return (
    <AreaPage title={t('superadminArea.categoriesTitle')} lead={t('superadminArea.categoriesLead')}>
      <div className="area-card category-kind">
        <ChoiceFilter
          list={list}
          field={{
            type: 'select',
            name: 'kind',
            label: t('superadminArea.categoryKind'),
            value: kind,
            options: CATEGORY_KINDS.map((name) => ({ value: name, label: t(`superadminArea.kind.${name}`) })),
          }}
        />
      </div>

      <section className="area-card" aria-labelledby="category-add-title">
        <h2 id="category-add-title" className="area-card__title">
          {t('superadminArea.categoryAdd')}
        </h2>
        <CategoryForm
          submitLabel={t('superadminArea.categoryAddSubmit')}
          onSave={async (body) => {
            const created = await create.mutateAsync({ ...body, kind });
            setStatus({ tone: 'success', text: t('superadminArea.categoryAdded', { name: created.name }) });
          }}
        />
      </section>

      <div aria-live="polite">{status && <Alert tone={status.tone}>{status.text}</Alert>}</div>

      <BoList
        list={list}
        query={categories}
        rows={(data) => data.items}
        rowKey={(category) => category.id}
        label={t('superadminArea.categoriesTitle')}
        error={t('superadminArea.categoriesLoadError')}
        empty={{ title: t('superadminArea.noCategories') }}
        pager={t('superadminArea.categoriesPages')}
        columns={[
          { label: t('superadminArea.categoryPosition'), cell: (c) => c.position, numeric: true },
          {
            label: t('superadminArea.categoryName'),
            cell: (c) => (
              <span className="category-name">
                <CategoryIconView icon={c.icon} />
                <strong>{c.name}</strong>
              </span>
            ),
          },
          { label: t('superadminArea.categoryUsage'), cell: (c) => c.usage, numeric: true },
        ]}
        action={{
          label: t('superadminArea.categoryActions'),
          cell: (c) => (
            <div className="category-actions">
              <Button
                variant="secondary"
                className="button--small"
                disabled={c.position <= 1 || move.isPending}
                aria-label={t('superadminArea.moveUp', { name: c.name })}
                onClick={() => moveCategory(c, 'up')}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                className="button--small"
                disabled={c.position >= total || move.isPending}
                aria-label={t('superadminArea.moveDown', { name: c.name })}
                onClick={() => moveCategory(c, 'down')}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                className="button--small"
                aria-label={t('superadminArea.editOf', { name: c.name })}
                onClick={() => setEditing(c)}
              >
                {t('superadminArea.edit')}
              </Button>
              <Button
                variant="danger"
                className="button--small"
                aria-label={t('superadminArea.deleteOf', { name: c.name })}
                onClick={() => setDeleting(c)}
              >
                {t('superadminArea.delete')}
              </Button>
            </div>
          ),
        }}
      />

      {editing && (
        <ConfirmDialog open title={t('superadminArea.editTitle')} onClose={() => setEditing(null)}>
          <CategoryForm
            category={editing}
            submitLabel={t('superadminArea.save')}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              const saved = await update.mutateAsync({ kind, id: editing.id, body });
              setEditing(null);
              setStatus({ tone: 'success', text: t('superadminArea.categorySaved', { name: saved.name }) });
            }}
          />
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmActionDialog
          title={t('superadminArea.deleteTitle')}
          text={t('superadminArea.deleteText', { name: deleting.name })}
          confirmLabel={t('superadminArea.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync({ kind, id: deleting.id });
            setStatus({
              tone: 'success',
              text: t('superadminArea.categoryDeleted', { name: deleting.name }),
            });
          }}
        />
      )}
    </AreaPage>
  );
}

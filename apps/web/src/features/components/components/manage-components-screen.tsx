import { texts } from '@filldeck/shared';
import { PageHeader } from '#components/page-header.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { ComponentsSection } from './components-section.tsx';
import { CreateComponentCard } from './create-component-card.tsx';
import { YourDetailsCard } from './your-details-card.tsx';

/** /default-info: create, edit and delete the user's field components. */
export function ManageComponentsScreen({ plan }: { plan: string }) {
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={texts.shell.manageFieldComponents}
        description="Components are reusable groups of fields with default values. Add them to templates in the template editor."
      />
      <p className="-mt-4 mb-6 text-sm">
        <TextLink to="/practice">Try it on a sample form</TextLink>
      </p>
      <div className="flex flex-col gap-8">
        <YourDetailsCard />
        <CreateComponentCard plan={plan} />
        <ComponentsSection plan={plan} />
      </div>
    </div>
  );
}

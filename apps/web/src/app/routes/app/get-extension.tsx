import { PageHeader } from '../../../components/page-header.tsx';
import { ExtensionStatusPanel } from '../../../features/get-extension/components/extension-status-panel.tsx';
import { GetExtensionGuide } from '../../../features/get-extension/components/get-extension-guide.tsx';
import { useExtensionStatus } from '../../../features/get-extension/hooks/use-extension-status.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export const GET_EXTENSION_TITLE = 'Get the extension';

export function GetExtensionRoute() {
  useDocumentTitle(GET_EXTENSION_TITLE);
  const status = useExtensionStatus();
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={GET_EXTENSION_TITLE}
        description="The FillDeck browser extension fills forms on any site from your templates."
      />
      <div className="flex flex-col gap-6">
        <ExtensionStatusPanel status={status} />
        <GetExtensionGuide />
      </div>
    </div>
  );
}

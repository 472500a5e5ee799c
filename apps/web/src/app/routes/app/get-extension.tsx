import { PageHeader } from '#components/page-header.tsx';
import { ExtensionStatusPanel } from '#features/get-extension/components/extension-status-panel.tsx';
import { GetExtensionGuide } from '#features/get-extension/components/get-extension-guide.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useExtensionConnection } from '../../extension-connection.ts';

export const GET_EXTENSION_TITLE = 'Get the extension';

export function GetExtensionRoute() {
  useDocumentTitle(GET_EXTENSION_TITLE);
  const extension = useExtensionConnection();
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={GET_EXTENSION_TITLE}
        description="The FillDeck browser extension fills forms on any site from your templates."
      />
      <div className="flex flex-col gap-6">
        <ExtensionStatusPanel
          status={extension.status}
          onConnect={extension.connect}
          isConnecting={extension.isConnecting}
          hasConnectFailed={extension.hasConnectFailed}
        />
        <GetExtensionGuide />
      </div>
    </div>
  );
}

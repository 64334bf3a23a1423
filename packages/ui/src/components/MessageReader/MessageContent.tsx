import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Code2 from 'lucide-react/icons/code-xml';
import Copy from 'lucide-react/icons/copy';
import Eye from 'lucide-react/icons/eye';
import type { Message } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { SafeHtml } from './SafeHtml';
import * as styles from './MessageReader.css';

export interface MessageContentProps {
  /** The message's id (names the section). */
  id: Message['id'];
  /** The body as sent (HTML). */
  source: string;
  /** Copies text (injectable for stories). @default navigator.clipboard.writeText */
  copy?: (text: string) => Promise<void>;
}

/**
 * A message's body (spec p2 §2.7): sanitised HTML, or its source with 'Ver código fuente'; a
 * copy button that says whether copying worked.
 */
export function MessageContent({ id, source, copy }: MessageContentProps) {
  const { t } = useTranslation('messages');
  const [showSource, setShowSource] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copySource() {
    try {
      await (copy ?? ((text: string) => navigator.clipboard.writeText(text)))(source);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section aria-labelledby={`message-${id}-content`}>
      <div className={styles.contentHeader}>
        <h3 id={`message-${id}-content`} className={styles.sectionTitle}>
          {t('reader.content')}
        </h3>
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" aria-pressed={showSource} onClick={() => setShowSource((value) => !value)}>
            {showSource ? <Eye size={16} aria-hidden="true" /> : <Code2 size={16} aria-hidden="true" />}
            {showSource ? t('reader.viewRendered') : t('reader.viewSource')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void copySource()}>
            <Copy size={16} aria-hidden="true" />
            {t('reader.copy')}
          </Button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {copyState === 'copied' ? t('reader.copied') : copyState === 'failed' ? t('reader.copyFailed') : null}
      </p>
      {showSource ? (
        <pre className={styles.source} data-testid="message-source" tabIndex={0} aria-label={t('reader.viewSource')}>
          <code>{source}</code>
        </pre>
      ) : (
        <SafeHtml html={source} className={styles.content} loadingText={t('reader.preparing')} />
      )}
    </section>
  );
}

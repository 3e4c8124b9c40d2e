import { ArrowUpOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { KeyboardEvent } from 'react';
import { ASSISTANT_TEXT as T, QUESTION_MAX_CHARS } from '../texts';
import styles from './chat.module.css';

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  busy: boolean;
};

/** The question box: Enter sends (Shift + Enter, or Enter while an input method is composing, does not); 停止 while an answer is written. */
export function Composer({ value, onChange, onSend, onStop, busy }: ComposerProps) {
  const length = [...value].length;
  const tooLong = length > QUESTION_MAX_CHARS;
  const canSend = !busy && value.trim().length > 0 && !tooLong;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <div className={styles.composer}>
      <Input.TextArea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={T.placeholder}
        aria-label={T.placeholder}
        autoSize={{ minRows: 1, maxRows: 6 }}
        variant="borderless"
        className={styles.input}
      />
      <div className={styles.composerBar}>
        <span className={tooLong ? styles.countOver : styles.count} aria-live="polite">
          {tooLong ? T.tooLong(QUESTION_MAX_CHARS) : T.lengthHint(length, QUESTION_MAX_CHARS)}
        </span>
        {busy ? (
          <Button shape="round" icon={<PauseOutlined />} onClick={onStop}>
            {T.stop}
          </Button>
        ) : (
          <Button type="primary" shape="round" icon={<ArrowUpOutlined />} disabled={!canSend} onClick={onSend}>
            {T.send}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The transport picker: the user's open requests, then "create a new one". The CLI shows it on a terminal,
 * and the TUI in its main area, when a pull (or customize) needs a request and nothing names one (flag,
 * credentials file, environment, project hook). A small menu: what ink-select-input is for. src/ui holds
 * the Ink widgets both faces draw; it imports neither face.
 */
import { Box, Text } from 'ink';
import SelectInput from 'ink-select-input';

export interface PickerRequest {
  number: string;
  description: string;
  owner: string;
}

export type TransportChoice = { kind: 'request'; number: string } | { kind: 'create' } | { kind: 'cancel' };

export const createChoice = '+ create a new one';

export function TransportPicker({
  title,
  requests,
  preselect,
  onChoice,
}: {
  title: string;
  requests: PickerRequest[];
  /** The request the cursor starts on (the one holding the objects). */
  preselect?: string;
  onChoice: (choice: TransportChoice) => void;
}) {
  const items = [
    ...requests.map((request) => ({ key: request.number, label: `${request.number}  ${request.description}`, value: request.number })),
    { key: '+create', label: createChoice, value: '' },
  ];
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <SelectInput
        items={items}
        initialIndex={Math.max(0, requests.findIndex((request) => request.number === preselect))}
        onSelect={(item) => onChoice(item.value ? { kind: 'request', number: item.value } : { kind: 'create' })}
      />
      <Text dimColor>↑↓ choose · Enter take · Esc cancel</Text>
    </Box>
  );
}

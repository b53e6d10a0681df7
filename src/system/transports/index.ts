export {
  TransportStore,
  isTransportNumber,
  nextTransportNumber,
  transportNumbering,
  type TransportEntry,
  type TransportPlacement,
  type TransportRequest,
} from './transport-store.js';

export {
  TransportStore,
  isTransportNumber,
  nextTransportNumber,
  transportNumbering,
  type TransportEntry,
  type TransportRequest,
} from './transport-store.js';

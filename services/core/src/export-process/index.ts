export type { ExportModule } from './export-module';
export { exportSlots, type ExportSlots } from './export-slots';
export { sendChildExport, type ChildExport } from './send-child-export';

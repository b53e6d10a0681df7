/**
 * The client's readers of git-sync answers: the import poll in variant A (upper case, what our service
 * sends) and variant B (lower case, recorded from servers that answer so), accepted records, pull results
 * in either spelling.
 */
import { describe, expect, it } from 'vitest';
import {
  readImportJobStatus,
  readImportStart,
  readPullResult,
  readStatusResult,
  type ImportJobStatus,
} from '../../src/protocol/sync.js';

const variantB = {
  running: {
    job_name: 'ZABGAGT_IMPORT',
    job_number: '00000042',
    status: 'running',
    stage: 'STAGE_FILES',
    message: 'Staging files (40 of 120)',
    progress: 33,
    current: 40,
    total: 120,
    started_at: '20260301101500',
    updated_at: '20260301101512',
    completed_at: '',
    result: '',
    error_message: '',
  },
  completed: {
    job_name: 'ZABGAGT_IMPORT',
    job_number: '00000042',
    status: 'completed',
    stage: 'FINISHED',
    message: 'Import completed successfully',
    progress: 100,
    current: 120,
    total: 120,
    started_at: '20260301101500',
    updated_at: '20260301101530',
    completed_at: '20260301101530',
    result: '{"success":"X","filesStaged":"120","commitMessage":"feat: initial import from ABAP package ZFLIGHT"}',
    error_message: '',
  },
  error: {
    job_name: 'ZABGAGT_IMPORT',
    job_number: '00000043',
    status: 'error',
    stage: 'FAILED',
    message: 'Error during import',
    progress: 12,
    current: 0,
    total: 0,
    started_at: '20260301110000',
    updated_at: '20260301110004',
    completed_at: '20260301110004',
    result: '',
    error_message: 'Authentication failed for https://github.example/org/repo.git',
  },
};

const variantA = {
  running: {
    JOB_NAME: 'ABAPDECK_IMPORT',
    JOB_NUMBER: '00000007',
    STATUS: 'running',
    MESSAGE: 'Staging files (3 of 9)',
    PROGRESS: 50,
    STARTED_AT: '20260301101500',
  },
  completed: {
    JOB_NAME: 'ABAPDECK_IMPORT',
    JOB_NUMBER: '00000007',
    STATUS: 'completed',
    MESSAGE: 'Import completed successfully',
    PROGRESS: 100,
    RESULT: '{"success":"X","filesStaged":"9","commitMessage":"chore: export"}',
    STARTED_AT: '20260301101500',
    COMPLETED_AT: '20260301101503',
  },
  error: {
    JOB_NAME: 'ABAPDECK_IMPORT',
    JOB_NUMBER: '00000008',
    STATUS: 'error',
    MESSAGE: 'Error during import',
    PROGRESS: 0,
    ERROR_MESSAGE: 'git push failed: remote rejected',
    STARTED_AT: '20260301101500',
    COMPLETED_AT: '20260301101501',
  },
};

describe('readImportJobStatus', () => {
  it.each<[string, unknown, ImportJobStatus]>([
    [
      'variant B running',
      variantB.running,
      {
        jobName: 'ZABGAGT_IMPORT', jobNumber: '00000042', status: 'running', stage: 'STAGE_FILES', message: 'Staging files (40 of 120)',
        progress: 33, current: 40, total: 120, startedAt: '20260301101500', updatedAt: '20260301101512',
      },
    ],
    [
      'variant B completed',
      variantB.completed,
      {
        jobName: 'ZABGAGT_IMPORT', jobNumber: '00000042', status: 'completed', stage: 'FINISHED', message: 'Import completed successfully',
        progress: 100, current: 120, total: 120, startedAt: '20260301101500', updatedAt: '20260301101530', completedAt: '20260301101530',
        result: { success: 'X', filesStaged: '120', commitMessage: 'feat: initial import from ABAP package ZFLIGHT' },
      },
    ],
    [
      'variant B error',
      variantB.error,
      {
        jobName: 'ZABGAGT_IMPORT', jobNumber: '00000043', status: 'error', stage: 'FAILED', message: 'Error during import', progress: 12,
        current: 0, total: 0, startedAt: '20260301110000', updatedAt: '20260301110004', completedAt: '20260301110004',
        errorMessage: 'Authentication failed for https://github.example/org/repo.git',
      },
    ],
    [
      'variant A running',
      variantA.running,
      { jobName: 'ABAPDECK_IMPORT', jobNumber: '00000007', status: 'running', message: 'Staging files (3 of 9)', progress: 50, startedAt: '20260301101500' },
    ],
    [
      'variant A completed',
      variantA.completed,
      {
        jobName: 'ABAPDECK_IMPORT', jobNumber: '00000007', status: 'completed', message: 'Import completed successfully', progress: 100,
        startedAt: '20260301101500', completedAt: '20260301101503', result: { success: 'X', filesStaged: '9', commitMessage: 'chore: export' },
      },
    ],
    [
      'variant A error',
      variantA.error,
      {
        jobName: 'ABAPDECK_IMPORT', jobNumber: '00000008', status: 'error', message: 'Error during import', progress: 0,
        startedAt: '20260301101500', completedAt: '20260301101501', errorMessage: 'git push failed: remote rejected',
      },
    ],
    [
      'an unknown job',
      { JOB_NUMBER: '00000099', ERROR: 'Import job 00000099 not found' },
      { jobName: '', jobNumber: '00000099', status: 'error', message: '', progress: 0, error: 'Import job 00000099 not found' },
    ],
    [
      'progress sent as a string, RESULT as an object',
      { status: 'completed', progress: '100', result: { success: 'X', files_staged: '3', commit_message: 'm' } },
      { jobName: '', jobNumber: '', status: 'completed', message: '', progress: 100, result: { success: 'X', filesStaged: '3', commitMessage: 'm' } },
    ],
  ])('reads %s', (_label, raw, expected) => {
    expect(readImportJobStatus(raw)).toEqual(expected);
  });
});

describe('readImportStart', () => {
  it.each([
    [
      { success: true, command: 'import', status: 'accepted', jobName: 'J', jobNumber: '00000001', message: 'm' },
      { success: true, command: 'import', status: 'accepted', jobName: 'J', jobNumber: '00000001', message: 'm' },
    ],
    [
      { SUCCESS: 'X', JOB_NAME: 'J', JOB_NUMBER: '00000002', STATUS: 'accepted' },
      { success: true, command: 'import', status: 'accepted', jobName: 'J', jobNumber: '00000002', message: '' },
    ],
    [{ success: false, command: 'import', error: 'Package ZX does not exist in the system' }, { success: false, command: 'import', error: 'Package ZX does not exist in the system' }],
    [{ SUCCESS: '', ERROR: 'no' }, { success: false, command: 'import', error: 'no' }],
    [{ success: 'X', job_name: 'J', job_number: 42 }, { success: true, command: 'import', status: 'accepted', jobName: 'J', jobNumber: '42', message: '' }],
    [{ success: true, message: 'No repository for the URL' }, { success: false, command: 'import', error: 'No repository for the URL' }],
    [{}, { success: false, command: 'import', error: 'The import job was not started' }],
  ])('reads %j', (raw, expected) => {
    expect(readImportStart(raw)).toEqual(expected);
  });

  it('names a bad shape', () => {
    expect(() => readImportStart('accepted')).toThrow("unexpected answer: the answer is the text 'accepted' where an object belongs");
  });
});

describe('readPullResult', () => {
  const lower = {
    success: '',
    message: 'Pull completed with errors',
    error_detail: 'CLAS ZCL_X: boom',
    transport_request: 'DEVK900001',
    activated_count: 1,
    failed_count: 1,
    activated_objects: [{ obj_type: 'INTF', obj_name: 'ZIF_X' }],
    failed_objects: [{ type: 'E', text: 'boom', obj_type: 'CLAS', obj_name: 'ZCL_X', exception: '' }],
    log_messages: [{ TYPE: 'E', OBJ_TYPE: 'CLAS', OBJ_NAME: 'ZCL_X', TEXT: 'boom' }],
    conflict_report: '',
    conflict_count: 0,
    local_xml_files: [{ filename: 'zif_x.intf.xml', path: 'src/zif_x.intf.xml', data: 'AAA=' }],
  };
  const upper = {
    SUCCESS: '',
    MESSAGE: 'Pull completed with errors',
    ERROR_DETAIL: 'CLAS ZCL_X: boom',
    TRANSPORT_REQUEST: 'DEVK900001',
    ACTIVATED_COUNT: 1,
    FAILED_COUNT: 1,
    ACTIVATED_OBJECTS: [{ OBJ_TYPE: 'INTF', OBJ_NAME: 'ZIF_X' }],
    FAILED_OBJECTS: [{ TYPE: 'E', TEXT: 'boom', OBJ_TYPE: 'CLAS', OBJ_NAME: 'ZCL_X', EXCEPTION: '' }],
    LOG_MESSAGES: [{ type: 'E', obj_type: 'CLAS', obj_name: 'ZCL_X', text: 'boom' }],
    CONFLICT_REPORT: '',
    CONFLICT_COUNT: 0,
    LOCAL_XML_FILES: [{ FILENAME: 'zif_x.intf.xml', PATH: 'src/zif_x.intf.xml', DATA: 'AAA=' }],
  };

  it('reads lower-case and upper-case answers (log entries in either spelling) into one shape', () => {
    expect(readPullResult(lower)).toEqual(lower);
    expect(readPullResult(upper)).toEqual(lower);
  });

  it('reads success given as a boolean and missing_config_xml', () => {
    expect(readPullResult({ success: true, missing_config_xml: true })).toMatchObject({ success: 'X', missing_config_xml: true, activated_objects: [] });
  });
});

describe('readStatusResult', () => {
  it('reads Found and Not found answers (and the key spelled key)', () => {
    expect(readStatusResult({ status: 'Not found' }, '/r.git')).toEqual({ success: 'X', status: 'Not found', url: '/r.git' });
    expect(readStatusResult({ SUCCESS: 'X', STATUS: 'Found', KEY: '000000000001', PACKAGE: 'ZX', TRANSPORT_REQUIRED: 'true' }, '/r.git')).toEqual({
      success: 'X', status: 'Found', url: '/r.git', repo_key: '000000000001', package: 'ZX', transport_required: true,
    });
  });
});

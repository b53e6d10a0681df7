/** The kernel's exception of a touched kernel gap (src/system/kernel/abap/cx_abapdeck_kernel_gap.clas.abap). */
export const KERNEL_GAP_CLASS = 'CX_ABAPDECK_KERNEL_GAP';

TYPE-POOL cssf.
* Smart Forms: form types (a form, a text module).

CONSTANTS cssf_formtype_form TYPE c LENGTH 1 VALUE space.
CONSTANTS cssf_formtype_text TYPE c LENGTH 1 VALUE 'T'.

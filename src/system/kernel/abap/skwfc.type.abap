TYPE-POOL skwfc.
* Knowledge Warehouse framework: the object types of an information object (folder, logical, physical).

CONSTANTS skwfc_obtype_folder TYPE c LENGTH 1 VALUE 'F'.
CONSTANTS skwfc_obtype_loio TYPE c LENGTH 1 VALUE 'L'.
CONSTANTS skwfc_obtype_phio TYPE c LENGTH 1 VALUE 'P'.

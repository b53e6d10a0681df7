TYPE-POOL wbmr.
* MIME repository: the class of a folder.

CONSTANTS wbmr_c_skwf_folder_class TYPE c LENGTH 10 VALUE 'M_FOLDER'.

*******************************************************************
*   System-defined Include-files.                                 *
*******************************************************************
  INCLUDE LZDEMO_FLIGHTSTOP.                 " Global Declarations
  INCLUDE LZDEMO_FLIGHTSUXX.                 " Function Modules

*******************************************************************
*   User-defined Include-files (if necessary).                    *
*******************************************************************
* INCLUDE LZDEMO_FLIGHTSF...                 " Subroutines
* INCLUDE LZDEMO_FLIGHTSO...                 " PBO-Modules
* INCLUDE LZDEMO_FLIGHTSI...                 " PAI-Modules
* INCLUDE LZDEMO_FLIGHTSE...                 " Events
* INCLUDE LZDEMO_FLIGHTSP...                 " Local class implement.
* INCLUDE LZDEMO_FLIGHTST99.                 " ABAP Unit tests

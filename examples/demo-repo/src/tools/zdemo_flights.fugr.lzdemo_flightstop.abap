FUNCTION-POOL ZDEMO_FLIGHTS.                "MESSAGE-ID ..

* INCLUDE LZDEMO_FLIGHTSD...                 " Local class definition

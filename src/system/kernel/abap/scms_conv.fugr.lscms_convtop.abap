FUNCTION-POOL scms_conv.

### protocol

### storage

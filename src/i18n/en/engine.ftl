### engine

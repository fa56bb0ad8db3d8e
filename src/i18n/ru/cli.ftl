### cli

from scenes.app import main

raise SystemExit(main())

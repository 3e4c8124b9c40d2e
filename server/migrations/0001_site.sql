-- The site shell: schools (base info, hosts with their ICP numbers, campus images), navigation menus, adverts.

CREATE TABLE school (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    logo TEXT NOT NULL DEFAULT '',
    bottom_logo TEXT NOT NULL DEFAULT '',
    home_index TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    wechat_image TEXT NOT NULL DEFAULT '',
    app_image TEXT NOT NULL DEFAULT '',
    icp_number TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

-- A host name the platform is reached under, with the school it shows and the ICP number filed for it.
CREATE TABLE site_host (
    host TEXT PRIMARY KEY,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    icp_number TEXT NOT NULL
);
CREATE INDEX site_host_school ON site_host (school_id);

CREATE TABLE school_image (
    id {{pk}},
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    image_url TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX school_image_school ON school_image (school_id, sort);

CREATE TABLE menu (
    id {{pk}},
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    parent_id BIGINT REFERENCES menu (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    url TEXT NOT NULL,
    explanation TEXT NOT NULL DEFAULT '',
    open_mode TEXT NOT NULL DEFAULT '_self',
    active TEXT,
    parameter_interface TEXT,
    sort INTEGER NOT NULL DEFAULT 0,
    visible INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX menu_school ON menu (school_id, sort);
CREATE INDEX menu_parent ON menu (parent_id);

-- Home banners (position 'banner') and adverts (other positions) of a school.
CREATE TABLE advert (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    position TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL,
    link_url TEXT NOT NULL DEFAULT '',
    open_mode TEXT NOT NULL DEFAULT '_self',
    sort INTEGER NOT NULL DEFAULT 0,
    visible INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX advert_school_position ON advert (school_id, position, sort);
